package main

import "github.com/carapace-sh/carapace-bin/completers/common/autoconf_completer/cmd"

func main() {
	cmd.Execute()
}
