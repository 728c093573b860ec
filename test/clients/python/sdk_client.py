"""Drives svc with the MCP Python SDK (`mcp`) and prints what it saw as one JSON object.

Usage: sdk_client.py <json list of plans>; each plan is {"key": ..., "transport": "stdio"|"http"|"sse",
"mode": "legacy"|"2026-07-28", "url": ..., "command": [...], "env": {...}, "remove": <path>, "flood_bytes": N}.
The plans run one after another in this one interpreter (importing the SDK takes seconds), and the output
maps each key to what its session saw. Steps: list tools, call echo, call a failing program, an rm call that
needs approval, approved through elicitation (with "remove"), and, in legacy mode, read the kept output of a
flood call by its resource link. Errors are reported, not raised, so the test sees each step.
"""
import asyncio
import json
import sys
import time

import anyio
from mcp import Client, StdioServerParameters
from mcp.client.sse import sse_client
import mcp_types as types

# A bound per plan, so one stuck session cannot hold up the others (the test's own timeout is the last resort).
PLAN_SECONDS = 60


def texts(result):
    return [c.text if getattr(c, "type", None) == "text" else None for c in result.content]


async def step(out, name, coro):
    try:
        out[name] = await coro
    except Exception as error:  # the test asserts on what failed and how
        out[name] = {"exception": type(error).__name__, "message": str(error)}


async def run_plan(plan):
    if plan["transport"] == "stdio":
        server = StdioServerParameters(command=plan["command"][0], args=plan["command"][1:], env=plan["env"])
    elif plan["transport"] == "sse":
        server = sse_client(plan["url"])
    else:
        server = plan["url"]
    out = {}
    asked = []

    async def approve(context, params):
        asked.append(params.message)
        return types.ElicitResult(action="accept", content={"approve": True})

    try:
        with anyio.fail_after(PLAN_SECONDS):
            await session(plan, server, approve, out)
    except BaseException as error:  # a transport that dies on the way out still reports its steps
        out["session"] = {"exception": type(error).__name__, "message": str(error)[:500]}
    out["asked"] = asked
    return out


async def session(plan, server, approve, out):
    async with Client(server, mode=plan["mode"], elicitation_callback=approve, read_timeout_seconds=20) as client:
        async def tools():
            return sorted(t.name for t in (await client.list_tools()).tools)

        async def call(name, args):
            result = await client.call_tool(name, args)
            return {"isError": result.is_error, "texts": texts(result),
                    "links": [c.uri for c in result.content if getattr(c, "type", None) == "resource_link"]}

        async def read_link():
            result = await client.call_tool("flood", {"bytes": plan["flood_bytes"]})
            uri = next(c.uri for c in result.content if getattr(c, "type", None) == "resource_link")
            # svc answers at most 256 KiB per read and names the rest in _meta.next (issue 22 item 3).
            total, parts, at = 0, 0, uri
            while at is not None and parts < 64:
                contents = (await client.read_resource(at)).contents
                parts += 1
                total += sum(len((getattr(c, "text", "") or "").encode()) for c in contents)
                meta = getattr(contents[0], "meta", None) or {}
                at = meta.get("next")
                end = meta.get("offset", 0) + meta.get("length", 0)
                if at is None and end < meta.get("total_bytes", 0):
                    # The link names the first part's range; the rest is read from where it ended.
                    at = f"{str(uri).split('?')[0]}?offset={end}"
            return {"uri": str(uri), "bytes": total, "parts": parts}

        await step(out, "tools", tools())
        await step(out, "echo", call("echo", {"words": ["hello", "python"]}))
        await step(out, "error", call("ls", {"paths": ["/nonexistent-svc-python-test"]}))
        if plan.get("remove"):
            await step(out, "approval", call("rm", {"files": [plan["remove"]]}))
        # Last: on SSE a failed read takes the whole connection down (issue 22 item 3).
        if plan["mode"] == "legacy":  # a session-less call keeps no output to read
            await step(out, "read", read_link())


async def main(plans):
    results = {}
    for plan in plans:
        started = time.monotonic()
        results[plan["key"]] = await run_plan(plan)
        results[plan["key"]]["seconds"] = round(time.monotonic() - started, 2)
    print(json.dumps(results, default=str))


asyncio.run(main(json.loads(sys.argv[1])))
