package main

import (
	"github.com/carapace-sh/carapace-bin/completers/common/rails_completer/cmd"
)

func main() {
	cmd.Execute()
}
