package main

import "github.com/carapace-sh/carapace-bin/completers/common/chroma_completer/cmd"

func main() {
	cmd.Execute()
}
