package main

import "github.com/carapace-sh/carapace-bin/completers/linux/free_completer/cmd"

func main() {
	cmd.Execute()
}
