package main

import "github.com/carapace-sh/carapace-bin/completers/common/git-force-clone_completer/cmd"

func main() {
	cmd.Execute()
}
