package main

import "github.com/carapace-sh/carapace-bin/completers/unix/bats_completer/cmd"

func main() {
	cmd.Execute()
}
