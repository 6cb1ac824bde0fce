#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scripts run below the priority of the threads that serve the other APIs: a script that spins until its time
/// limit takes only the CPU nothing else wants, so eight runaway scripts on a two-core machine leave the Table API
/// its cores. Nothing changes while the machine is otherwise idle.
enum ScriptThreadPriority {
    /// The nice value script threads run at, on Linux (0 is the default, 19 the lowest).
    static let niceness: Int32 = 19

    /// Lowers the calling thread's priority; called on a script thread before each script.
    static func lowerCurrentThread() {
        #if os(Linux)
            // On Linux the nice value belongs to each thread, and 0 names the calling one.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #elseif canImport(Darwin)
            _ = pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0)
        #endif
    }
}
