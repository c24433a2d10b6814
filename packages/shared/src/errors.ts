/** Every error text of spec §8 (plus the upload/analysis rules of §5). */
export const ERROR_TEXTS = {
  http: {
    network: 'Network Error',
    aborted: 'Request aborted',
    timeout: '请求超时，请稍后重试',
  },
  resume: {
    getDetail: '获取简历详情失败',
    create: '创建简历失败',
    update: '更新简历失败',
    delete: '删除简历失败',
    uploadFile: '文件上传失败',
    uploadText: '文本上传失败',
    attachFile: '文件关联失败',
    analyze: 'AI分析失败',
    optimize: '简历优化失败',
    optimizeDirect: '整体优化失败',
    optimizePosition: '岗位优化失败',
    chatStart: '启动对话优化失败',
    chatContinue: '继续对话失败',
    chatState: '获取对话状态失败',
    listOptimizations: '获取优化记录失败',
    listAllOptimizations: '获取全部优化记录失败',
    getOptimization: '获取优化详情失败',
    refreshOptimization: '重新生成优化失败',
    uploadUrl: 'URL上传失败',
  },
  auth: {
    login: '登录失败',
    register: '注册失败',
    oauth: 'OAuth登录失败',
    init: '认证初始化失败',
    tokenRefresh: 'Token刷新失败，请重新登录',
  },
  positions: {
    list: '获取岗位列表失败',
    detail: '获取岗位详情失败',
    related: '获取岗位关联数据失败',
    create: '创建岗位失败',
    update: '更新岗位失败',
    delete: '删除岗位失败',
    search: '搜索岗位失败',
    templates: '获取岗位模板失败',
    templateCategories: '获取模板分类失败',
    cloneTemplate: '克隆模板失败',
  },
  pipeline: {
    fileMissing: '文件对象丢失',
    uploadNoResult: '文件上传失败，未获取到简历ID或内容',
    analysisNoResult: '简历分析失败，未获取到分析结果',
    syncFailed: '简历数据同步失败，无法获取到结构化内容',
    detailFailed: '获取简历详情失败，请稍后重试',
    processingFailedPrefix: '处理失败: ',
    waitingForSync: (n: number, total: number) => `正在等待数据同步... (${n}/${total})`,
    retryingSync: (n: number, total: number) => `正在重试获取数据... (${n}/${total})`,
    completed: '简历处理完成！',
  },
  task: {
    cancelled: '用户取消',
  },
  ortPreloadSkipped: 'ORT preload skipped',
} as const;

/** Spec §8: a non-OK HTTP response becomes 'HTTP {status}: {body}'. */
export function formatHttpError(status: number, body: string): string {
  return `HTTP ${status}: ${body}`;
}

/** Spec §8 pipeline: '处理失败: …'. */
export function formatProcessingFailed(reason: string): string {
  return `${ERROR_TEXTS.pipeline.processingFailedPrefix}${reason}`;
}
