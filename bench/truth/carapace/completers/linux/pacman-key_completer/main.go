package main

import "github.com/carapace-sh/carapace-bin/completers/linux/pacman-key_completer/cmd"

func main() {
	cmd.Execute()
}
