extension PlatformRelease {
    /// The build tag of the release's general-availability build, as its release notes give it
    /// (ServiceNowDocs, `markdown/release-notes/<release>-all-other-fixes.md`). A build tag reads
    /// `glide-<family>-<branch date>__patch<N>[-hotfix<M>]-<date>`; patches keep the family's branch date.
    public var generalAvailabilityBuildTag: String {
        switch self {
        case .xanadu: return "glide-xanadu-07-02-2024__patch0-07-16-2024"
        case .yokohama: return "glide-yokohama-12-18-2024__patch0-01-14-2025"
        case .zurich: return "glide-zurich-07-01-2025__patch0-07-15-2025"
        case .australia: return "glide-australia-02-11-2026__patch0-02-24-2026"
        }
    }
}
