package main

import "github.com/carapace-sh/carapace-bin/completers/common/prettyping_completer/cmd"

func main() {
	cmd.Execute()
}
