package main

import "github.com/carapace-sh/carapace-bin/completers/common/sdkmanager_completer/cmd"

func main() {
	cmd.Execute()
}
