package main

import "github.com/carapace-sh/carapace-bin/completers/linux/qemu-x86_64_completer/cmd"

func main() {
	cmd.Execute()
}
