package main

import "github.com/carapace-sh/carapace-bin/completers/common/dc_completer/cmd"

func main() {
	cmd.Execute()
}
