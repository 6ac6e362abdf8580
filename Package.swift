// swift-tools-version:6.0
import PackageDescription

/// Every folder under Sources/ but BundledPlans's own: that target is rooted at the package
/// root (to reach Resources/), so it must be told to leave the rest of the tree alone.
let otherSourceFolders = ["CNcursesw", "CSQLite", "Domain", "Formats", "Sync", "Storage", "DemoData", "AppCore", "TerminalCurses", "Runtime", "gymtrack", "gymtrack-bench", "CBenchPty", "CCrashGuard", "CLinux"]

let package = Package(
    name: "gymtrack",
    products: [
        .executable(name: "gymtrack", targets: ["gymtrack"]),
        .executable(name: "gymtrack-bench", targets: ["gymtrack-bench"]),
    ],
    targets: [
        // System C libraries, each wrapped with a shim header of static inline accessors.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),

        // Pure rules and values: no I/O, no clock reads.
        .target(name: "Domain", path: "Sources/Domain"),

        // The file formats, pure like Domain: CSV, JSON, gymtrack's export document and other
        // apps' exports, each read into an ImportBundle; the config and theme files.
        .target(name: "Formats", dependencies: ["Domain"], path: "Sources/Formats"),

        // The default A/B/C plans and the exercise catalog, JSON under Resources/, and the built-in
        // programs' plan files under Resources/programs/, embedded into the binary.
        // Rooted at the package root so it can reach the top-level Resources/ folder.
        .target(
            name: "BundledPlans",
            dependencies: ["Domain", "Formats"],
            path: ".",
            exclude: otherSourceFolders.map { "Sources/\($0)" } + ["Tests", "docs", ".ci", "README.md", "LICENSE", "Makefile"],
            sources: ["Sources/BundledPlans"],
            resources: [.embedInCode("Resources/plans.json"), .embedInCode("Resources/catalog.json")]
                // Each file's name is its Swift name in PackageResources, so none starts with a digit.
                + ["gzclp", "boring-but-big", "stronglifts", "ppl", "starting-strength", "phul", "ivysaur", "phat", "uhf", "texas-method", "madcow", "recommended-routine",
                   "greyskull-lp", "basic-beginner", "first-set-last", "beginners-531", "smolov-jr", "nsuns", "jacked-and-tan-2", "candito"].map { Resource.embedInCode("Resources/programs/\($0).program") }
        ),

        // Two machines' histories made one (`gymtrack sync`), pure: the merge, the hybrid clock's
        // rules, the wire protocol and its frames over a pair of descriptors.
        .target(name: "Sync", dependencies: ["Domain", "Formats"], path: "Sources/Sync"),

        // SQLite persistence: connection, migrations, the repository.
        .target(name: "Storage", dependencies: ["Domain", "Formats", "Sync", "CSQLite"], path: "Sources/Storage"),

        // Deterministic synthetic history for `gymtrack demo` and the benchmark.
        .target(name: "DemoData", dependencies: ["Domain", "Storage"], path: "Sources/DemoData"),

        // Pure UI core: state, messages, update, keymap, screens into an in-memory grid.
        .target(name: "AppCore", dependencies: ["Domain"], path: "Sources/AppCore"),

        // Thin ncurses backend: draw a grid, read keys, resize, signals.
        .target(name: "TerminalCurses", dependencies: ["AppCore", "Domain", "CNcursesw", "CCrashGuard"], path: "Sources/TerminalCurses"),

        // The event loop behind the `Terminal` protocol: tests drive it with a fake terminal.
        .target(name: "Runtime", dependencies: ["AppCore", "Domain", "Formats", "BundledPlans", "Storage"], path: "Sources/Runtime"),

        // Restores the terminal when the UI crashes: async-signal-safe work, so in C.
        .target(name: "CCrashGuard", path: "Sources/CCrashGuard"),

        // A signal handler in C: a signal during an import into a new database removes the half-built file.
        .target(name: "CLinux", path: "Sources/CLinux"),

        .executableTarget(
            name: "gymtrack",
            dependencies: ["Domain", "Formats", "Sync", "BundledPlans", "Storage", "AppCore", "TerminalCurses", "Runtime", "DemoData", "CCrashGuard", "CLinux"],
            path: "Sources/gymtrack"
        ),

        .target(name: "CBenchPty", path: "Sources/CBenchPty"),
        // The benchmark: never part of `swift test`; run with `swift run -c release gymtrack-bench`.
        .executableTarget(
            name: "gymtrack-bench",
            dependencies: ["Domain", "Formats", "BundledPlans", "Storage", "DemoData", "AppCore", "Runtime", "CBenchPty"],
            path: "Sources/gymtrack-bench"
        ),

        .testTarget(name: "DomainTests", dependencies: ["Domain", "Formats", "BundledPlans"], path: "Tests/DomainTests"),
        .testTarget(name: "FormatsTests", dependencies: ["Formats", "Domain", "BundledPlans"], path: "Tests/FormatsTests"),
        .testTarget(name: "SyncTests", dependencies: ["Sync", "Domain", "Formats"], path: "Tests/SyncTests"),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "Sync", "Domain", "Formats", "BundledPlans", "DemoData"], path: "Tests/StorageTests",
                    exclude: ["Fixtures"]), // other apps' CSV exports, read by path in DataImportTests
        .testTarget(name: "AppCoreTests", dependencies: ["AppCore", "Domain", "Formats", "BundledPlans"], path: "Tests/AppCoreTests",
                    exclude: ["Snapshots"]),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "AppCore", "Domain", "Storage", "BundledPlans", "TerminalCurses"],
                    path: "Tests/RuntimeTests"),
        .testTarget(name: "EndToEndTests", dependencies: ["gymtrack", "Storage", "Domain", "DemoData", "BundledPlans", "CBenchPty"], path: "Tests/EndToEndTests"),
    ]
)

