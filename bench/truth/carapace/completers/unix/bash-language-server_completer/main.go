package main

import "github.com/carapace-sh/carapace-bin/completers/unix/bash-language-server_completer/cmd"

func main() {
	cmd.Execute()
}
