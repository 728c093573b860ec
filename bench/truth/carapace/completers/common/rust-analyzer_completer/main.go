package main

import "github.com/carapace-sh/carapace-bin/completers/common/rust-analyzer_completer/cmd"

func main() {
	cmd.Execute()
}
