package main

import "github.com/carapace-sh/carapace-bin/completers/common/brotli_completer/cmd"

func main() {
	cmd.Execute()
}
