/// Content/ → Site/. See DESIGN.md, "Modules and the way data flows".
public enum SiteBuilderInfo {
    public static let defaultContent = "Content"
    public static let defaultTemplates = "Templates"
    public static let defaultOutput = "Site"
}
