"""Drives svc with FastMCP's client and prints what it saw as one JSON object.

Usage: fastmcp_client.py <json list of plans>; each plan is {"key": ..., "url": ...} or {"key": ...,
"command": [...], "env": {...}} for stdio. The plans run one after another in this one interpreter (importing
FastMCP takes seconds); the output maps each key to what it saw. Steps: list tools, call echo, and call a
program that fails, where FastMCP raises ToolError with the error result's first text block.
"""
import asyncio
import json
import sys
import time

import anyio
from fastmcp import Client
from fastmcp.client.transports import StdioTransport
from fastmcp.exceptions import ToolError

PLAN_SECONDS = 60


async def run_plan(plan):
    if "command" in plan:
        transport = StdioTransport(command=plan["command"][0], args=plan["command"][1:], env=plan["env"])
    else:
        transport = plan["url"]
    out = {}
    try:
        with anyio.fail_after(PLAN_SECONDS):
            async with Client(transport) as client:
                out["tools"] = sorted(t.name for t in await client.list_tools())
                out["echo"] = (await client.call_tool("echo", {"words": ["hello", "fastmcp"]})).content[0].text
                try:
                    await client.call_tool("ls", {"paths": ["/nonexistent-svc-fastmcp-test"]})
                    out["error"] = {"raised": False}
                except ToolError as error:
                    out["error"] = {"raised": True, "message": str(error)}
    except BaseException as error:  # reported, so the test shows which step failed
        out["session"] = {"exception": type(error).__name__, "message": str(error)[:500]}
    return out


async def main(plans):
    results = {}
    for plan in plans:
        started = time.monotonic()
        results[plan["key"]] = await run_plan(plan)
        results[plan["key"]]["seconds"] = round(time.monotonic() - started, 2)
    print(json.dumps(results, default=str))


asyncio.run(main(json.loads(sys.argv[1])))
