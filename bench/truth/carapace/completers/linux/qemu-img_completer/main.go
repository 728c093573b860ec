package main

import "github.com/carapace-sh/carapace-bin/completers/linux/qemu-img_completer/cmd"

func main() {
	cmd.Execute()
}
