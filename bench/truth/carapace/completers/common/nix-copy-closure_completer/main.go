package main

import "github.com/carapace-sh/carapace-bin/completers/common/nix-copy-closure_completer/cmd"

func main() {
	cmd.Execute()
}
