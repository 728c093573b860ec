"""Drives svc_enable_tools with the MCP Python SDK (`mcp`) in 2026-07-28 mode, with a bearer token,
and prints what it saw as one JSON object (test/gateway/enable-tools-per-caller.test.ts asserts on it).

Usage: enable_tools.py <json plan>: {"url": ..., "token": ..., "enable": [names]}.
Steps, on one client (its response cache on, as by default): tools/list; svc_enable_tools; tools/list
again (answered from the client's cache unless the notification evicted it); then a second, fresh
client of the same caller lists too. The notifications the first client received are recorded.
"""
import asyncio
import json
import sys

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client


def texts(result):
    return [c.text if getattr(c, "type", None) == "text" else None for c in result.content]


async def main(plan):
    out = {"notifications": []}

    async def record(message):
        method = getattr(getattr(message, "root", message), "method", None)
        if method is not None:
            out["notifications"].append(method)

    def transport():
        http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {plan['token']}"}, timeout=30)
        return streamable_http_client(plan["url"], http_client=http)

    async with Client(transport(), mode="2026-07-28", message_handler=record, read_timeout_seconds=20) as client:
        out["before"] = [t.name for t in (await client.list_tools()).tools]
        result = await client.call_tool("svc_enable_tools", {"names": plan["enable"]})
        out["enable"] = {"isError": result.is_error, "texts": texts(result)}
        out["after"] = [t.name for t in (await client.list_tools()).tools]
    async with Client(transport(), mode="2026-07-28", read_timeout_seconds=20) as fresh:
        out["fresh"] = [t.name for t in (await fresh.list_tools()).tools]
    print(json.dumps(out))


asyncio.run(main(json.loads(sys.argv[1])))
