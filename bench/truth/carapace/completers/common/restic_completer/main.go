package main

import "github.com/carapace-sh/carapace-bin/completers/common/restic_completer/cmd"

func main() {
	cmd.Execute()
}
