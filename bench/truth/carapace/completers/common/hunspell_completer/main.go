package main

import "github.com/carapace-sh/carapace-bin/completers/common/hunspell_completer/cmd"

func main() {
	cmd.Execute()
}
