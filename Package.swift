// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NowTape",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "nowtape", targets: ["nowtape"]),
        .library(name: "NowQuery", targets: ["NowQuery"]),
        .library(name: "UpdateSetKit", targets: ["UpdateSetKit"]),
        .library(name: "NowStore", targets: ["NowStore"]),
        .library(name: "GlideScript", targets: ["GlideScript"]),
        .library(name: "NowInstance", targets: ["NowInstance"]),
        .library(name: "PlatformLimits", targets: ["PlatformLimits"]),
        .library(name: "PlatformErrors", targets: ["PlatformErrors"]),
        .library(name: "JSONText", targets: ["JSONText"]),
        .library(name: "Cassettes", targets: ["Cassettes"]),
        .library(name: "PushPayloads", targets: ["PushPayloads"]),
        .library(name: "RecordReplay", targets: ["RecordReplay"]),
        .library(name: "LocalTLS", targets: ["LocalTLS"]),
        .library(name: "NowClient", targets: ["NowClient"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "ScenarioDSL", targets: ["ScenarioDSL"]),
        .library(name: "MyWorkSuites", targets: ["MyWorkSuites"]),
        .library(name: "NowTapeTesting", targets: ["NowTapeTesting"]),
        .library(name: "NowTapeEmbedded", targets: ["NowTapeEmbedded"]),
        .library(name: "NowTapeTransports", targets: ["NowTapeTransports"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL", from: "4.3.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(name: "NowQuery"),
        .target(
            name: "NowStore",
            dependencies: [
                "NowQuery", "JSONText", "TemporaryFolders", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // JavaScriptCore's C API: Debian's libjavascriptcoregtk-4.1 on Linux (found by pkg-config), the system
        // framework on Apple platforms.
        .systemLibrary(
            name: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),
        .target(
            name: "GlideScript",
            dependencies: ["CJavaScriptCore", "NowQuery", "HTTPMessageRules", "PlatformErrors", "JSONText"],
            linkerSettings: [.linkedFramework("JavaScriptCore", .when(platforms: [.macOS, .iOS]))]
        ),
        .target(
            name: "NowInstance",
            dependencies: [
                "NowQuery", "NowStore", "TemporaryFolders", "GlideScript", "UpdateSetKit", "HTTPMessageRules",
                "QueryStrings", "TableXML",
                "JSONText", "PlatformLimits", "SocketServers", "PlatformErrors",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdHTTP2", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(name: "JSONText"),
        // The limits a real instance applies (rate limits, session synchronization, transaction quotas), as plain
        // values: scenarios name them without depending on the embedded instance.
        .target(name: "PlatformLimits"),
        // The platform's error envelope, written by every NowTape server and read by NowClient.
        .target(name: "PlatformErrors", dependencies: ["JSONText"]),
        // What every server on a socket shares: starting, scoped lifetimes, stopping.
        .target(
            name: "SocketServers",
            dependencies: [.product(name: "ServiceLifecycle", package: "swift-service-lifecycle")]
        ),
        .target(name: "StandardStreams"),
        .target(name: "TemporaryFolders"),
        .target(
            name: "HTTPMessageRules", dependencies: [.product(name: "HTTPTypes", package: "swift-http-types")]),
        .target(name: "QueryStrings"),
        .target(
            name: "Cassettes",
            dependencies: [
                "JSONText", "QueryStrings", "HTTPMessageRules", .product(name: "Crypto", package: "swift-crypto"),
            ]),
        .target(name: "PushPayloads", dependencies: ["JSONText"]),
        .target(
            name: "LocalTLS",
            dependencies: [
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "RecordReplay",
            dependencies: [
                "Cassettes", "TemporaryFolders", "PlatformLimits",
                "StandardStreams",
                "HTTPMessageRules",
                "JSONText",
                "LocalTLS",
                "SocketServers",
                "PlatformErrors",
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTP2", package: "swift-nio-http2"),
            ]
        ),
        .target(
            name: "NowClient",
            dependencies: [
                "NowQuery",
                "JSONText",
                "PlatformErrors",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // Scenarios as values, and how one runs on a client: what a package of suites needs, with no system library.
        .target(
            name: "ScenarioDSL",
            dependencies: ["NowClient", "NowQuery", "PushPayloads", "StandardStreams", "PlatformLimits"]
        ),
        .target(
            name: "Scenarios",
            dependencies: [
                "ScenarioDSL", "NowClient", "NowQuery", "NowInstance", "Cassettes", "StandardStreams",
                "NowTapeTransports", "NowTapeEmbedded", "TemporaryFolders",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // An instance learned from recordings: tables, columns, records and defaults from cassettes and HAR files.
        .target(
            name: "InstanceLearning",
            dependencies: [
                "Cassettes", "NowInstance", "NowQuery", "JSONText", "ScenarioDSL", "HTTPMessageRules", "PlatformLimits",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(name: "MyWorkSuites", dependencies: ["Scenarios", "NowClient", "NowQuery", "NowInstance"]),
        // Swift Testing support that needs no system library: replay and record in process. The embedded instance,
        // with its JavaScriptCore and libxml2, comes only with NowTapeEmbedded.
        .target(
            name: "NowTapeTesting",
            dependencies: ["NowTapeTransports", "NowClient", "Cassettes", "ScenarioDSL", "PlatformLimits"]
        ),
        .target(
            name: "NowTapeEmbedded",
            dependencies: [
                "NowTapeTransports", "NowClient", "NowInstance", "NowQuery", "Cassettes", "InstanceLearning",
            ]
        ),
        // In-process transports for NowClient: replay from a cassette, record through another transport.
        .target(name: "NowTapeTransports", dependencies: ["NowClient", "Cassettes", "JSONText", "PlatformLimits"]),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "UpdateSetKit",
            dependencies: [
                "CLibXML2", "GlideScript", "PushPayloads", "Cassettes",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .target(name: "TableXML", dependencies: ["CLibXML2", "JSONText"]),
        .executableTarget(
            name: "nowtape",
            dependencies: [
                "HTTPMessageRules",
                "NowQuery",
                "JSONText",
                "GlideScript",
                "PushPayloads",
                "UpdateSetKit",
                "NowInstance",
                "Cassettes",
                "RecordReplay",
                "LocalTLS",
                "Scenarios",
                "MyWorkSuites",
                "InstanceLearning",
                "StandardStreams",
                "SocketServers",
                "NowClient",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A bare SwiftNIO HTTP/1.1 proxy that `Benchmarks/record-replay.sh` measures beside the recording proxy.
        .executableTarget(
            name: "nio-proxy-floor",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Benchmarks/NIOProxyFloor"
        ),
        .executableTarget(
            name: "example-suites", dependencies: ["Scenarios", "NowQuery"], path: "Examples/ExampleSuites"
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                "SocketServers", "TemporaryFolders", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "NowQueryTests",
            dependencies: [
                "NowQuery",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "InstanceLearningTests",
            dependencies: [
                "InstanceLearning", "NowInstance", "NowQuery", "Cassettes", "JSONText", "TestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "NowStoreTests",
            dependencies: [
                "NowStore",
                "NowQuery",
                "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "NowInstanceTests",
            dependencies: [
                "NowInstance", "GlideScript", "TestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "GlideScriptTests",
            dependencies: ["GlideScript", "NowQuery", "JSONText", "TestSupport"]
        ),
        .testTarget(
            name: "PushPayloadsTests",
            dependencies: ["PushPayloads"],
            // The tests read the sample payloads from the source tree.
            exclude: ["Payloads"]
        ),
        .testTarget(
            name: "CassettesTests",
            dependencies: ["Cassettes", "JSONText", "TestSupport"]
        ),
        .testTarget(name: "JSONTextTests", dependencies: ["JSONText", "TestSupport"]),
        .testTarget(name: "QueryStringsTests", dependencies: ["QueryStrings"]),
        .testTarget(name: "HTTPMessageRulesTests", dependencies: ["HTTPMessageRules"]),
        .testTarget(name: "TableXMLTests", dependencies: ["TableXML", "JSONText"]),
        .testTarget(name: "PlatformErrorsTests", dependencies: ["PlatformErrors"]),
        .testTarget(name: "PlatformLimitsTests", dependencies: ["PlatformLimits"]),
        .testTarget(name: "StandardStreamsTests", dependencies: ["StandardStreams"]),
        .testTarget(name: "TemporaryFoldersTests", dependencies: ["TemporaryFolders"]),
        .testTarget(name: "SocketServersTests", dependencies: ["SocketServers"]),
        .testTarget(name: "NowTapeTransportsTests", dependencies: ["NowTapeTransports", "Cassettes", "NowClient"]),
        .testTarget(
            name: "NowTapeEmbeddedTests",
            dependencies: ["NowTapeEmbedded", "NowTapeTransports", "NowClient", "PlatformLimits"]),
        .testTarget(name: "ScenarioDSLTests", dependencies: ["ScenarioDSL", "NowClient"]),
        .testTarget(
            name: "RecordReplayTests",
            dependencies: [
                "RecordReplay", "NowInstance", "TestSupport", "Cassettes", "StandardStreams", "LocalTLS",
                "PlatformLimits",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "NowInstance", "RecordReplay", "Cassettes", "TestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "LocalTLSTests",
            dependencies: [
                "LocalTLS", "TestSupport", .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        .testTarget(
            name: "NowClientTests",
            dependencies: ["NowClient", "NowInstance", "NowQuery", "TestSupport"]
        ),
        .testTarget(
            name: "ScenariosTests",
            dependencies: [
                "Scenarios", "NowClient", "NowQuery", "NowInstance", "example-suites", "TestSupport", "StandardStreams",
            ]
        ),
        .testTarget(
            name: "MyWorkSuitesTests",
            dependencies: [
                "MyWorkSuites", "Scenarios", "NowClient", "NowInstance", "NowQuery", "Cassettes", "TestSupport",
                "GlideScript",
            ]
        ),
        .testTarget(
            name: "NowTapeTestingTests",
            dependencies: [
                "NowTapeTesting", "NowTapeEmbedded", "NowTapeTransports", "NowClient", "Cassettes", "NowInstance",
                "ScenarioDSL", "MyWorkSuites", "TestSupport",
            ],
            // The traits' own cassettes, replayed from the source tree.
            exclude: ["Cassettes"]
        ),
        // docs/testing.md's examples, compiled and run as a user's own Swift Testing target would be.
        .testTarget(
            name: "NowTapeTestingExample",
            dependencies: ["NowTapeTesting", "NowTapeEmbedded", "NowClient", "ScenarioDSL"],
            path: "Examples/NowTapeTestingExample",
            exclude: ["Cassettes"]
        ),
        .testTarget(
            name: "UpdateSetKitTests",
            dependencies: [
                "UpdateSetKit", "TestSupport", "Cassettes", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .testTarget(
            name: "nowtapeTests",
            dependencies: [
                "nowtape", "NowInstance", "Cassettes", "MyWorkSuites", "Scenarios", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
