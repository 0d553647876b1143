public enum EmbeddedResources {
    public static let schema = ""
    public static let starterDocument = ""
}
