package main

import "github.com/carapace-sh/carapace-bin/completers/common/torsocks_completer/cmd"

func main() {
	cmd.Execute()
}
