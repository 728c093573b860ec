package main

import "github.com/carapace-sh/carapace-bin/completers/common/tesseract_completer/cmd"

func main() {
	cmd.Execute()
}
