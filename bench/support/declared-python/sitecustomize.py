"""Captures the argument tables a Python program declares (argparse, optparse or click) when it is run with
--help, for bench/capture-declared-spec.ts. Python imports this module at start-up when its
directory is on PYTHONPATH; the program then runs as it always does until its parser answers
--help, and at that moment the parser's own tables are written as JSON to $SVC_DECL_OUT and the
process ends before any help is printed.

optparse declares no subcommands; a program that dispatches them by hand (pip) gets its options only.

The spec has the bench's truth shape: {name, options: [{name, args?}], subcommands: [...]}.
Hidden options and commands (argparse.SUPPRESS, click's hidden=True) are left out, as the
program's help leaves them out. Only the first process to answer writes: a program that runs
another Python program leaves the file to whichever parser answered first.
"""
import json
import os
import sys

_OUT = os.environ.get("SVC_DECL_OUT")
_DEPTH = int(os.environ.get("SVC_DECL_DEPTH", "2"))
_NAME = os.environ.get("SVC_DECL_NAME", "program")


def _write(spec):
    try:
        fd = os.open(_OUT, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except OSError:
        os._exit(0)
    with os.fdopen(fd, "w") as out:
        json.dump(spec, out, indent=1)
        out.write("\n")
    os._exit(0)


def _entry(name, options, subcommands):
    spec = {"name": name[0] if len(name) == 1 else name}
    if options:
        spec["options"] = options
    if subcommands:
        spec["subcommands"] = subcommands
    return spec


def _option(names, takes_value):
    entry = {"name": names[0] if len(names) == 1 else names}
    if takes_value:
        entry["args"] = {}
    return entry


def _argparse_spec(parser, names, level):
    import argparse

    options = []
    subcommands = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            if level >= _DEPTH:
                continue
            hidden = {pseudo.dest for pseudo in action._choices_actions if pseudo.help == argparse.SUPPRESS}
            by_parser = {}
            for choice, sub in action.choices.items():
                by_parser.setdefault(id(sub), (sub, []))[1].append(choice)
            for sub, choices in by_parser.values():
                if choices[0] in hidden:
                    continue
                subcommands.append(_argparse_spec(sub, choices, level + 1))
        elif action.option_strings and action.help != argparse.SUPPRESS:
            options.append(_option(list(action.option_strings), action.nargs != 0))
    return _entry(names, options, subcommands)


def _click_spec(command, ctx, names, level):
    import click

    options = []
    for param in command.get_params(ctx):
        if not isinstance(param, click.Option) or getattr(param, "hidden", False):
            continue
        takes_value = not (param.is_flag or param.count)
        options.append(_option(list(param.opts) + list(param.secondary_opts), takes_value))
    subcommands = []
    if level < _DEPTH and isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is None or getattr(sub, "hidden", False):
                continue
            sub_ctx = click.Context(sub, info_name=name, parent=ctx, resilient_parsing=True)
            subcommands.append(_click_spec(sub, sub_ctx, [name], level + 1))
    return _entry(names, options, subcommands)


def _hook_argparse():
    import argparse

    def answer(self, parser, namespace, values, option_string=None):
        _write(_argparse_spec(parser, [_NAME], 0))

    argparse._HelpAction.__call__ = answer


def _optparse_spec(parser):
    import optparse

    options = []
    for option in parser._get_all_options():
        if option.help == optparse.SUPPRESS_HELP:
            continue
        names = list(option._long_opts) + list(option._short_opts)
        if names:
            options.append(_option(names, option.takes_value()))
    return _entry([_NAME], options, [])


def _hook_optparse():
    import optparse

    def answer(self, file=None):
        _write(_optparse_spec(self))

    optparse.OptionParser.print_help = answer


def _hook_click():
    try:
        import click
    except Exception:
        return

    def answer(ctx):
        root = ctx.find_root()
        _write(_click_spec(root.command, root, [_NAME], 0))

    click.Context.get_help = answer


if _OUT:
    _hook_argparse()
    _hook_optparse()
    _hook_click()
