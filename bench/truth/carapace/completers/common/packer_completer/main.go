package main

import "github.com/carapace-sh/carapace-bin/completers/common/packer_completer/cmd"

func main() {
	cmd.Execute()
}
