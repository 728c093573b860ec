package main

import "github.com/carapace-sh/carapace-bin/completers/common/clamscan_completer/cmd"

func main() {
	cmd.Execute()
}
