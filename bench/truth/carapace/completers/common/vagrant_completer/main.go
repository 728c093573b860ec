package main

import "github.com/carapace-sh/carapace-bin/completers/common/vagrant_completer/cmd"

func main() {
	cmd.Execute()
}
