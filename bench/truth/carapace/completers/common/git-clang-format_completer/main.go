package main

import "github.com/carapace-sh/carapace-bin/completers/common/git-clang-format_completer/cmd"

func main() {
	cmd.Execute()
}
