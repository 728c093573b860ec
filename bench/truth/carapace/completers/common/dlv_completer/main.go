package main

import "github.com/carapace-sh/carapace-bin/completers/common/dlv_completer/cmd"

func main() {
	cmd.Execute()
}
