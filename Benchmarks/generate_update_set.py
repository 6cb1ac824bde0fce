#!/usr/bin/env python3
"""Writes a large, valid update set for benchmarking `nowtape updateset check`.

Many scripted REST resources with multi-KB scripts, alternating entity-escaped and CDATA payloads, streamed to disk
so the generator itself needs little memory.

    python3 Benchmarks/generate_update_set.py --size-mb 220 --out Benchmarks/out/large.xml
"""
import argparse
import html


def payload_record(table, fields):
    parts = []
    for name, value, cdata in fields:
        if cdata:
            parts.append(f"<{name}><![CDATA[{value}]]></{name}>")
        else:
            parts.append(f"<{name}>{html.escape(value, quote=False)}</{name}>")
    return (f'<?xml version="1.0" encoding="UTF-8"?><record_update table="{table}"><{table} action="INSERT_OR_UPDATE">'
            + "".join(parts) + f"</{table}></record_update>")


def entry(index, table, sys_id, target, payload):
    if index % 2:
        body = "<payload><![CDATA[" + payload.replace("]]>", "]]]]><![CDATA[>") + "]]></payload>"
    else:
        body = "<payload>" + html.escape(payload, quote=False) + "</payload>"
    return (f'<sys_update_xml action="INSERT_OR_UPDATE">\n<action>INSERT_OR_UPDATE</action>\n'
            f'<application display_value="Bench">b0000000000000000000000000000001</application>\n'
            f"<name>{table}_{sys_id}</name>\n{body}\n<sys_id>{index:032x}</sys_id>\n"
            f"<target_name>{target}</target_name>\n<type>Scripted REST Resource</type>\n</sys_update_xml>\n")


def script(index, kilobytes):
    lines = ["(function process(/*RESTAPIRequest*/ request, /*RESTAPIResponse*/ response) {",
             "    var id = request.pathParams.item_id;",
             "    var helper = new x_bench.Helper();"]
    line = 0
    while sum(len(text) + 1 for text in lines) < kilobytes * 1024:
        lines.append(f"    var value{line} = helper.compute('{index}-{line}', id) + {line}; // keep < & > escaped")
        line += 1
    lines.append("    return { id: id };")
    lines.append("})(request, response);")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size-mb", type=int, default=220)
    parser.add_argument("--script-kb", type=int, default=4)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    target = args.size_mb * 1024 * 1024
    definition = "d0000000000000000000000000000001"
    version = "e0000000000000000000000000000001"
    written = 0
    with open(args.out, "w", encoding="utf-8") as out:
        def write(text):
            nonlocal written
            out.write(text)
            written += len(text.encode("utf-8"))

        write('<?xml version="1.0" encoding="UTF-8"?><unload unload_date="2026-03-02 10:05:00">\n')
        write("<sys_remote_update_set action=\"INSERT_OR_UPDATE\"><name>Bench</name>"
              "<application_name>Bench</application_name><application_scope>x_bench</application_scope>"
              "<application_version>1.0.0</application_version><sys_id>f0000000000000000000000000000001</sys_id>"
              "</sys_remote_update_set>\n")
        write(entry(1, "sys_ws_definition", definition, "Bench API", payload_record("sys_ws_definition", [
            ("active", "true", False), ("base_uri", "/api/x_bench/bench", False), ("is_versioned", "true", False),
            ("name", "Bench API", False), ("namespace", "x_bench", False), ("service_id", "bench", False),
            ("sys_id", definition, False)])))
        write(entry(2, "sys_ws_version", version, "v1", payload_record("sys_ws_version", [
            ("is_default", "true", False), ("sys_id", version, False), ("version_id", "v1", False),
            ("web_service_definition", definition, False)])))
        write(entry(3, "sys_script_include", "c0000000000000000000000000000001", "Helper",
                    payload_record("sys_script_include", [
                        ("api_name", "x_bench.Helper", False), ("name", "Helper", False),
                        ("script", "var Helper = Class.create();", True),
                        ("sys_id", "c0000000000000000000000000000001", False)])))
        index = 4
        while written < target:
            sys_id = f"{index:032x}"
            path = f"/items{index}/{{item_id}}"
            write(entry(index, "sys_ws_operation", sys_id, f"Resource {index}", payload_record("sys_ws_operation", [
                ("active", "true", False), ("http_method", "GET", False), ("name", f"Resource {index}", False),
                ("operation_script", script(index, args.script_kb), True),
                ("operation_uri", f"/api/x_bench/v1/bench{path}", False), ("relative_path", path, False),
                ("requires_authentication", "true", False), ("sys_id", sys_id, False),
                ("web_service_definition", definition, False), ("web_service_version", version, False)])))
            index += 1
        write("</unload>\n")
    print(f"wrote {args.out}: {written / 1048576:.0f} MB, {index - 4} operations")


if __name__ == "__main__":
    main()
