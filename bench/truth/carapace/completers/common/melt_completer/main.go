package main

import "github.com/carapace-sh/carapace-bin/completers/common/melt_completer/cmd"

func main() {
	cmd.Execute()
}
