package main

import "github.com/carapace-sh/carapace-bin/completers/common/qpdf_completer/cmd"

func main() {
	cmd.Execute()
}
