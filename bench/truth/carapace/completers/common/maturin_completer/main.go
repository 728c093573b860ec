package main

import "github.com/carapace-sh/carapace-bin/completers/common/maturin_completer/cmd"

func main() {
	cmd.Execute()
}
