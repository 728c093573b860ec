package main

import "github.com/carapace-sh/carapace-bin/completers/common/clamav-config_completer/cmd"

func main() {
	cmd.Execute()
}
