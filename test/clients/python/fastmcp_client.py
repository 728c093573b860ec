"""Drives svc with FastMCP's client and prints what it saw as one JSON object.

Usage: fastmcp_client.py <url or "stdio"> <json env for stdio> <svc command...>. Steps: list tools, call echo,
and call a program that fails, where FastMCP raises ToolError with the error result's first text block.
"""
import asyncio
import json
import sys

from fastmcp import Client
from fastmcp.client.transports import StdioTransport
from fastmcp.exceptions import ToolError


async def main():
    target = sys.argv[1]
    transport = StdioTransport(command=sys.argv[3], args=sys.argv[4:], env=json.loads(sys.argv[2])) if target == "stdio" else target
    out = {}
    async with Client(transport) as client:
        out["tools"] = sorted(t.name for t in await client.list_tools())
        out["echo"] = (await client.call_tool("echo", {"words": ["hello", "fastmcp"]})).content[0].text
        try:
            await client.call_tool("ls", {"paths": ["/nonexistent-svc-fastmcp-test"]})
            out["error"] = {"raised": False}
        except ToolError as error:
            out["error"] = {"raised": True, "message": str(error)}
    print(json.dumps(out))


asyncio.run(main())
