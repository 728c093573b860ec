package main

import "github.com/carapace-sh/carapace-bin/completers/common/cargo-clippy_completer/cmd"

func main() {
	cmd.Execute()
}
