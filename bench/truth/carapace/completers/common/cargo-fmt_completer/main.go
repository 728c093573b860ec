package main

import "github.com/carapace-sh/carapace-bin/completers/common/cargo-fmt_completer/cmd"

func main() {
	cmd.Execute()
}
