package main

import "github.com/carapace-sh/carapace-bin/completers/common/img2pdf_completer/cmd"

func main() {
	cmd.Execute()
}
