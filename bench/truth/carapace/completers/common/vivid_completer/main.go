package main

import "github.com/carapace-sh/carapace-bin/completers/common/vivid_completer/cmd"

func main() {
	cmd.Execute()
}
