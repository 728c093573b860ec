package main

import "github.com/carapace-sh/carapace-bin/completers/common/gopls_completer/cmd"

func main() {
	cmd.Execute()
}
