package main

import "github.com/carapace-sh/carapace-bin/completers/unix/fakechroot_completer/cmd"

func main() {
	cmd.Execute()
}
