package main

import "github.com/carapace-sh/carapace-bin/completers/common/gsa_completer/cmd"

func main() {
	cmd.Execute()
}
