package main

import "github.com/carapace-sh/carapace-bin/completers/linux/xdotool_completer/cmd"

func main() {
	cmd.Execute()
}
