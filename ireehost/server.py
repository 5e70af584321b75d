# The IREE side of skaic's generation host: loads one compiled module and its
# parameters into IREE's runtime (the pinned iree-base-runtime wheel) once,
# then answers calls of its entry functions until stdin closes.
#
# Protocol (stdin/stdout, one request at a time):
#   request:  one line of JSON: {"op": "prefill", "tokens": [..]}
#                               {"op": "decode", "token": T, "position": P}
#   response: one line of JSON, then "bytes" bytes of payload:
#             {"ok": true, "shape": [..], "bytes": N, "seconds": S} + N bytes
#             of little-endian float32 (the function's result, row-major)
#             {"ok": false, "error": "..."}            (no payload)
# The first response (after loading) has an empty payload and reports
# "load_seconds" and the module's functions.
import json
import sys
import time
import traceback


def send(out, header, payload=b""):
    header = dict(header)
    header["bytes"] = len(payload)
    out.write(json.dumps(header).encode() + b"\n")
    if payload:
        out.write(payload)
    out.flush()


def error_text(e):
    # IREE's messages run over several lines (a status, then a stack);
    # the first line that says something is what the Go side reports.
    lines = [l.strip() for l in str(e).splitlines() if l.strip()]
    head = lines[0] if lines else type(e).__name__
    return "%s: %s" % (type(e).__name__, head)


def main():
    out = sys.stdout.buffer
    inp = sys.stdin.buffer
    try:
        cfg = json.loads(inp.readline())
        start = time.perf_counter()
        import numpy as np
        import iree.runtime as rt

        if cfg.get("threads"):
            rt.flags.parse_flags("--task_topology_group_count=%d" % cfg["threads"])
        driver = cfg.get("driver") or "local-task"
        if "://" in driver:
            config = rt.Config(device=rt.get_device(driver))
        else:
            config = rt.Config(driver)
        inst = config.vm_instance
        modules = []
        if cfg.get("params"):
            index = rt.ParameterIndex()
            index.load(cfg["params"])
            provider = index.create_provider(scope=cfg.get("scope", "model"))
            modules.append(rt.create_io_parameters_module(inst, provider))
        module = rt.VmModule.mmap(inst, cfg["vmfb"])
        modules.append(module)
        ctx = rt.SystemContext(vm_modules=modules, config=config)
        bound = ctx.modules[module.name]
        fns = {}
        for name in cfg.get("functions", []):
            if module.lookup_function(name) is None:
                raise LookupError("the module has no function %r" % name)
            fns[name] = bound[name]
        send(out, {"ok": True, "load_seconds": time.perf_counter() - start, "module": module.name})
    except Exception as e:
        send(out, {"ok": False, "error": error_text(e), "trace": traceback.format_exc()})
        return

    while True:
        line = inp.readline()
        if not line:
            return
        try:
            req = json.loads(line)
            op = req["op"]
            if op not in fns:
                raise LookupError("the module has no function %r" % op)
            if op == "prefill":
                args = [np.asarray([req["tokens"]], dtype=np.int32)]
            elif op == "decode":
                args = [np.asarray([[req["token"]]], dtype=np.int32), np.asarray([req["position"]], dtype=np.int32)]
            else:
                raise ValueError("unknown op %r" % op)
            t = time.perf_counter()
            res = fns[op](*args)
            host = np.ascontiguousarray(res.to_host(), dtype="<f4")
            secs = time.perf_counter() - t
            send(out, {"ok": True, "shape": list(host.shape), "seconds": secs}, host.tobytes())
        except Exception as e:
            send(out, {"ok": False, "error": error_text(e)})


if __name__ == "__main__":
    main()
