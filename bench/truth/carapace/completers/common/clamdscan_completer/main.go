package main

import "github.com/carapace-sh/carapace-bin/completers/common/clamdscan_completer/cmd"

func main() {
	cmd.Execute()
}
